import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { PopularsService } from './populars.service';

@ApiTags('populars')
@ApiCookieAuth()
@Controller('populars')
export class PopularsController {
  constructor(private readonly populars: PopularsService) {}

  @Get()
  list() {
    return this.populars.list();
  }
}
