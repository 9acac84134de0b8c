import { buildPath, type ContactRequest, type Locale } from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ValidationException } from '../common/exceptions/api.exception';
import { BackgroundTasks } from '../common/lifecycle/background-tasks';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { contactReceivedMail } from '../mail/templates';
import { ProductsService } from '../products/products.service';
import { contactSearchText } from './contact-search-text';
import { ContactMessage } from './entities/contact-message.entity';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly products: ProductsService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores the message first (nothing is lost if mail is down), then e-mails
   * the shop in the background and records when it went out.
   */
  async receive(input: ContactRequest, locale: Locale): Promise<ContactMessage> {
    // "Ask about this bag": the reference must be a bag shoppers can see (the shop is told in Spanish).
    const [product] = input.product_id
      ? await this.products.hydrate([input.product_id], ['es'])
      : [];
    if (input.product_id && !product?.published)
      throw ValidationException.field('product_id', 'validation.product_unavailable');
    const saved = await this.messages.save(
      this.messages.create({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        message: input.message,
        language: input.language ?? locale,
        productId: product?.id ?? null,
        searchText: contactSearchText(input.name, input.email, input.phone, input.message),
      }),
    );
    const productName = product?.translations[0]?.name ?? null;
    const productUrl =
      product && product.translations[0]
        ? `${this.config.appUrl}${buildPath('es', { name: 'product', category: product.category, slug: product.translations[0].slug })}`
        : null;
    this.background.run(`Contact message ${saved.id} e-mail`, async () => {
      await this.mail.send({
        to: this.config.mail.shopAddress,
        replyTo: saved.email,
        ...contactReceivedMail('es', {
          name: saved.name,
          email: saved.email,
          phone: saved.phone,
          message: saved.message,
          productName,
          productUrl,
          language: saved.language,
        }),
      });
      await this.messages.update({ id: saved.id }, { mailedAt: new Date() });
    });
    return saved;
  }
}
