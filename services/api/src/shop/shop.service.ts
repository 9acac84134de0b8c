import {
  emptyShopDetails,
  LOCALES,
  type ShopDetails as ShopDetailsData,
  type ShopDetailsResponse,
} from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ShopDetails } from './entities/shop-details.entity';

/** The one row the details live in. */
const ROW = 1;

/** Stored details over the empty ones: a field added later reads as blank, never as missing. */
function complete(stored: Partial<ShopDetailsData> | undefined): ShopDetailsData {
  const empty = emptyShopDetails();
  if (!stored) return empty;
  return {
    ...empty,
    ...stored,
    address: { ...empty.address, ...stored.address },
    social: { ...empty.social, ...stored.social },
    texts: Object.fromEntries(
      LOCALES.map((l) => [l, { ...empty.texts[l], ...stored.texts?.[l] }]),
    ) as ShopDetailsData['texts'],
  };
}

/**
 * The shop's address, phone, WhatsApp, hours, social links and short texts per language. Saved
 * through the repository, so the audit log and the public cache see every change.
 */
@Injectable()
export class ShopService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(): Promise<ShopDetailsResponse> {
    const row = await this.dataSource.getRepository(ShopDetails).findOneBy({ id: ROW });
    return {
      data: complete(row?.details),
      updated_at: (row?.updatedAt ?? new Date(0)).toISOString(),
    };
  }

  async update(details: ShopDetailsData): Promise<ShopDetailsResponse> {
    const repo = this.dataSource.getRepository(ShopDetails);
    const row = (await repo.findOneBy({ id: ROW })) ?? repo.create({ id: ROW });
    row.details = complete(details);
    await repo.save(row);
    return this.get();
  }
}
