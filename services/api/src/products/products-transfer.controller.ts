import {
  API_PATHS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_FIELD,
  type ObjectSchema,
  type ProductImportReport,
} from '@bolsos/contracts';
import {
  Controller,
  Get,
  HttpCode,
  Post,
  Query,
  Req,
  StreamableFile,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiQuery,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../common/decorators/roles.decorator';
import { requestLocale } from '../common/i18n/request-locale';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ImportRefusedException, ImportRefusedFilter } from './csv/import-refused';
import { ImportUploadInterceptor, type CsvUpload } from './csv/import-upload.interceptor';
import { ProductImportRefusalDto, ProductImportReportDto } from './dto/product-import.dto';
import { ProductsTransferService } from './products-transfer.service';
import { translate } from '../common/i18n/messages';

const importQuerySchema = {
  dry_run: { type: 'boolean', coerce: true },
} satisfies ObjectSchema;

/** `/products/export.csv` → `export.csv`: the paths live in the contracts. */
const relative = (path: string) => path.replace(/^\/products\//, '');

/**
 * The products CSV: export and import, for staff (admin and manager). Registered before
 * ProductsController, so `GET /products/export.csv` is not read as `GET /products/:id`.
 */
@Roles('admin', 'manager')
@UseFilters(ImportRefusedFilter)
@Controller('products')
export class ProductsTransferController {
  constructor(private readonly transfer: ProductsTransferService) {}

  @Get(relative(API_PATHS.productsExport))
  @ApiOperation({ summary: 'Export every product as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: `Every product by id, UTF-8 with a BOM, RFC 4180; columns: ${PRODUCT_CSV_COLUMNS.join(', ')}`,
    schema: { type: 'string' },
  })
  async exportCsv(): Promise<StreamableFile> {
    const date = new Date().toISOString().slice(0, 10);
    return new StreamableFile(await this.transfer.exportCsv(), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="bolsos-products-${date}.csv"`,
    });
  }

  @Post(relative(API_PATHS.productsImport))
  @HttpCode(200)
  @UseInterceptors(ImportUploadInterceptor)
  @ApiOperation({ summary: 'Import products from CSV (all rows or none; dry run to check)' })
  @ApiConsumes('multipart/form-data')
  @ApiQuery({
    name: 'dry_run',
    required: false,
    enum: ['1', '0', 'true', 'false'],
    description: 'Check and report every row without saving anything',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: [PRODUCT_IMPORT_FIELD],
      properties: {
        [PRODUCT_IMPORT_FIELD]: {
          type: 'string',
          format: 'binary',
          description: `A UTF-8 CSV file (BOM optional) with the export's columns in any order: ${PRODUCT_CSV_COLUMNS.join(', ')}. An empty id is a new product. At most IMPORT_MAX_BYTES and IMPORT_MAX_ROWS.`,
        },
      },
    },
  })
  @ApiOkResponse({
    type: ProductImportReportDto,
    description: 'A dry run (saved: false), or every row saved in one transaction (saved: true)',
  })
  @ApiUnprocessableEntityResponse({
    type: ProductImportRefusalDto,
    description:
      'Nothing saved: the file cannot be read (errors.file), has too many rows, or some rows are wrong (errors by `line.{n}.{column}`, and the report)',
  })
  @ApiPayloadTooLargeResponse({
    type: ProductImportRefusalDto,
    description: 'The file is over IMPORT_MAX_BYTES',
  })
  async importCsv(
    @UploadedFile() file: CsvUpload | undefined,
    @Query(new ContractValidationPipe(importQuerySchema)) query: { dry_run?: boolean },
    @Req() req: Request,
  ): Promise<ProductImportReport> {
    const locale = requestLocale(req);
    if (!file) {
      throw new ImportRefusedException(422, {
        message: translate(locale, 'errors.data_invalid'),
        errors: { [PRODUCT_IMPORT_FIELD]: [translate(locale, 'validation.required')] },
      });
    }
    return this.transfer.importCsv(file.records, query.dry_run ?? false, locale);
  }
}
