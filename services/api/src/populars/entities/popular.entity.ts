import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Product } from '../../products/entities/product.entity';

@Entity({ name: 'populars' })
export class Popular {
  @PrimaryGeneratedColumn()
  id!: number;

  /** A product appears in the list once. */
  @Index('UQ_populars_product', { unique: true })
  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product!: Relation<Product>;

  @Column({ type: 'int', default: 0 })
  position!: number;
}
