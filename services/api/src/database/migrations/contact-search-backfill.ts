import type { QueryRunner } from 'typeorm';
import { contactSearchText } from '../../contact/contact-search-text';

/**
 * Messages stored before staff search existed get their folded search text. SQL cannot fold
 * accents and full-width forms the way foldText does, so this reads and writes each row.
 */
export async function backfillContactSearchText(queryRunner: QueryRunner): Promise<void> {
  const rows: { id: number; name: string; email: string; phone: string | null; message: string }[] =
    await queryRunner.query('SELECT id, name, email, phone, message FROM contact_messages');
  for (const row of rows) {
    await queryRunner.query('UPDATE contact_messages SET search_text = ? WHERE id = ?', [
      contactSearchText(row.name, row.email, row.phone, row.message),
      row.id,
    ]);
  }
}
