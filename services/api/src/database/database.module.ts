import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions, detectMysqlFlavor } from './data-source-options';
import { TransactionRunner } from './transaction-runner';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      // Global: the SQLite transaction queue only works if every service shares one runner.
      global: true,
      providers: [TransactionRunner],
      exports: [TransactionRunner],
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => ({
            ...dataSourceOptions(await detectMysqlFlavor(config.database), config.migrateOnStart),
            // One attempt: a wrong DATABASE_URL should stop start-up at once, with its message.
            retryAttempts: 0,
          }),
        }),
      ],
    };
  }
}
