import {
  IMAGE_MIME_TYPES,
  IMAGE_UPLOAD_FIELD,
  idOrderSchema,
  imageAltSchema,
  imageUploadSchema,
  LIMITS,
  type IdOrderRequest,
  type ImageAltRequest,
  type ImageUploadFields,
  type ProductImage,
} from '@bolsos/contracts';
import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import { IdOrderDto, ImageAltRequestDto } from './dto/product-request.dto';
import { ProductImageEnvelopeDto, ProductImagesDto } from './dto/product-response.dto';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { ProductImagesService, type UploadedImage } from './product-images.service';

const altText = { type: 'string', maxLength: LIMITS.altMax } as const;

/** A product's images, for any signed-in staff member. Answers are the product's images in order. */
@Controller('products/:id/images')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: "Upload images to a product (re-encoded; the product's images answer)",
    description: 'A part that is not an image is a 400; a file over the limit a 413.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [IMAGE_UPLOAD_FIELD],
      properties: {
        [IMAGE_UPLOAD_FIELD]: {
          type: 'array',
          maxItems: LIMITS.imagesPerProduct,
          items: { type: 'string', format: 'binary' },
          description: `${IMAGE_MIME_TYPES.join(', ')} (told by content, not name); at most ${LIMITS.imageMaxBytes / 1024 / 1024} MiB each, ${LIMITS.imagesPerProduct} per product`,
        },
        'alt[es]': altText,
        'alt[en]': altText,
        'alt[zh]': altText,
      },
    },
  })
  @ApiCreatedResponse({ type: ProductImagesDto })
  @ApiErrors(400, 404, 422)
  async upload(
    @Param('id', IdParamPipe) id: number,
    @UploadedFiles() files: UploadedImage[] | undefined,
    @Body(new ContractValidationPipe(imageUploadSchema)) fields: ImageUploadFields,
  ): Promise<{ data: ProductImage[] }> {
    return { data: await this.images.upload(id, files ?? [], fields) };
  }

  @Put('order')
  @ApiOperation({ summary: "Reorder a product's images" })
  @ApiBody({ type: IdOrderDto })
  @ApiOkResponse({ type: ProductImagesDto })
  @ApiErrors(404, 422)
  async reorder(
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(idOrderSchema)) body: IdOrderRequest,
  ): Promise<{ data: ProductImage[] }> {
    return { data: await this.images.reorder(id, body.ids) };
  }

  // After 'order': Express tries routes in the order they are declared.
  @Put(':imageId')
  @ApiOperation({ summary: "Set an image's alt text in every language" })
  @ApiBody({ type: ImageAltRequestDto })
  @ApiOkResponse({ type: ProductImageEnvelopeDto })
  @ApiErrors(404, 422)
  async setAlt(
    @Param('id', IdParamPipe) id: number,
    @Param('imageId', IdParamPipe) imageId: number,
    @Body(new ContractValidationPipe(imageAltSchema)) body: ImageAltRequest,
  ): Promise<{ data: ProductImage }> {
    return { data: await this.images.setAlt(id, imageId, body.alt) };
  }

  @Delete(':imageId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an image' })
  @ApiNoContentResponse({ description: 'Deleted; its files go unless another image shares them' })
  @ApiErrors(404)
  async remove(
    @Param('id', IdParamPipe) id: number,
    @Param('imageId', IdParamPipe) imageId: number,
  ): Promise<void> {
    await this.images.remove(id, imageId);
  }
}
