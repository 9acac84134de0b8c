import {
  IMPORT_CHANGE_TEXT_MAX,
  IMPORT_ROW_ACTIONS,
  type ImportRowAction,
  type ProductImportChange,
  type ProductImportReport,
  type ProductImportRow,
} from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class ProductImportRowErrorDto {
  @ApiProperty({ example: 'price' }) column!: string;
  @ApiProperty({ description: "In the caller's language" }) message!: string;
}

export class ProductImportChangeDto implements ProductImportChange {
  @ApiProperty({ example: 'price', description: 'The CSV column' }) column!: string;
  @ApiProperty({
    example: '49.90',
    description: `The stored value as the file writes it ('' for none); texts over ${IMPORT_CHANGE_TEXT_MAX} characters are cut`,
  })
  before!: string;
  @ApiProperty({ example: '39.90', description: 'The value the row stores, likewise' })
  after!: string;
}

export class ProductImportRowDto implements ProductImportRow {
  @ApiProperty({ description: 'The file line the row starts on; the header is line 1' })
  line!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The product updated or created (null for a new row not saved)',
  })
  id!: number | null;
  @ApiProperty({
    description: "The row's product name in the caller's language, else in Spanish",
  })
  name!: string;
  @ApiProperty({ enum: IMPORT_ROW_ACTIONS }) action!: ImportRowAction;
  @ApiProperty({
    type: ProductImportChangeDto,
    isArray: true,
    description: 'For an update, each value it changes; empty otherwise',
  })
  changes!: ProductImportChangeDto[];
  @ApiProperty({ type: ProductImportRowErrorDto, isArray: true })
  errors!: ProductImportRowErrorDto[];
}

export class ProductImportCountsDto implements Record<ImportRowAction, number> {
  @ApiProperty() create!: number;
  @ApiProperty() update!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty() error!: number;
}

export class ProductImportReportDto implements ProductImportReport {
  @ApiProperty() dry_run!: boolean;
  @ApiProperty({ description: 'true only when every row was saved' }) saved!: boolean;
  @ApiProperty({ type: ProductImportCountsDto }) counts!: ProductImportCountsDto;
  @ApiProperty({ type: ProductImportRowDto, isArray: true }) rows!: ProductImportRowDto[];
}

export class ProductImportRefusalDto {
  @ApiProperty() message!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: '`line.{n}.{column}` for a bad row, `file` for the file as a whole',
  })
  errors!: Record<string, string[]>;
  @ApiProperty({
    type: ProductImportReportDto,
    required: false,
    description: 'Every row, when the file could be read but some rows are wrong',
  })
  report?: ProductImportReportDto;
}
