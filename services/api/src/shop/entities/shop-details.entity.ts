import type { ShopDetails as ShopDetailsData } from '@bolsos/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The shop's details: one row (id 1), its fields as one JSON document validated by contracts. */
@Entity({ name: 'shop_details' })
export class ShopDetails {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'simple-json' })
  details!: ShopDetailsData;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}
