import type {
  ContactMessage as ContactMessageContract,
  DashboardResponse,
} from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { Popular } from '../populars/entities/popular.entity';
import { Product } from '../products/entities/product.entity';
import { User } from '../users/entities/user.entity';

export function contactMessageContract(row: ContactMessage): ContactMessageContract {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    message: row.message,
    language: row.language,
    product_id: row.productId,
    created_at: row.createdAt.toISOString(),
  };
}

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(): Promise<DashboardResponse> {
    const [products, users, populars, messages] = await Promise.all([
      this.dataSource.getRepository(Product).count(),
      this.dataSource.getRepository(User).count(),
      this.dataSource.getRepository(Popular).count(),
      this.dataSource
        .getRepository(ContactMessage)
        .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: 10 }),
    ]);
    return {
      counts: { products, users, populars },
      recent_messages: messages.map(contactMessageContract),
    };
  }
}
