import {
  ROLES,
  USER_SORTS,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
  type UserListQuery,
  type UserCreateRequest,
  type UserUpdateRequest,
} from '@bolsos/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { requestLocale } from '../common/i18n/request-locale';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import type { AuthUser } from '../common/types/auth-user';
import type { User } from './entities/user.entity';
import { UserCreateDto, UserUpdateDto } from './dto/user-request.dto';
import {
  StaffUserEnvelopeDto,
  StaffUserPageDto,
  StaffUserResponseDto,
  UserEnvelopeDto,
  UserResponseDto,
} from './dto/user-response.dto';
import { SignInLocks } from './sign-in-locks.service';
import { UsersService } from './users.service';

/** Staff user management. Roles follow the spec's table; the front-end guard is only a convenience. */
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly locks: SignInLocks,
  ) {}

  private async staff(user: User): Promise<StaffUserResponseDto> {
    return StaffUserResponseDto.withLock(user, await this.locks.lockedUntil(user.email));
  }

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'List staff users, filtered and sorted' })
  @ApiQuery({ name: 'search', type: String, required: false, description: 'Name or e-mail' })
  @ApiQuery({ name: 'role', required: false, enum: ROLES })
  @ApiQuery({
    name: 'sort',
    required: false,
    enum: USER_SORTS,
    description: 'A leading `-` is descending. Default: by name, A to Z',
  })
  @ApiQuery({ name: 'page', required: false, type: 'integer' })
  @ApiQuery({ name: 'per_page', required: false, type: 'integer' })
  @ApiOkResponse({ type: StaffUserPageDto })
  @ApiErrors(422)
  async list(
    @Query(new ContractValidationPipe(userListQuerySchema)) query: UserListQuery,
  ): Promise<StaffUserPageDto> {
    const page = await this.users.list(query);
    const locks = await Promise.all(page.data.map((user) => this.locks.lockedUntil(user.email)));
    return {
      ...page,
      data: page.data.map((user, i) =>
        Object.assign(new StaffUserResponseDto(), user, {
          locked_until: locks[i] ? locks[i].toISOString() : null,
        }),
      ),
    };
  }

  @Post()
  @Roles('admin', 'manager')
  @ApiOperation({
    summary: 'Invite a staff user (the invitation is e-mailed)',
    description: 'An admin may give admin or manager; a manager only manager.',
  })
  @ApiBody({ type: UserCreateDto })
  @ApiCreatedResponse({ type: UserEnvelopeDto })
  @ApiErrors(422)
  async create(
    @CurrentUser() actor: AuthUser,
    @Body(new ContractValidationPipe(userCreateSchema)) body: UserCreateRequest,
    @Req() req: Request,
  ): Promise<{ data: UserResponseDto }> {
    return { data: UserResponseDto.from(await this.users.create(actor, body, requestLocale(req))) };
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'One staff user' })
  @ApiOkResponse({ type: StaffUserEnvelopeDto })
  @ApiErrors(404)
  async show(@Param('id', IdParamPipe) id: number): Promise<StaffUserEnvelopeDto> {
    return { data: await this.staff(await this.users.getOrFail(id)) };
  }

  @Delete(':id/sign-in-lock')
  @Roles('admin')
  @ApiOperation({
    summary: "Lift a staff user's sign-in lock",
    description:
      'Failed sign-ins from browsers the user never signed in on lock the account for those browsers; this forgets them (audited as `sign_in_unlocked` when there was a lock). Answers the user, unlocked.',
  })
  @ApiOkResponse({ type: StaffUserEnvelopeDto })
  @ApiErrors(404)
  async unlock(@Param('id', IdParamPipe) id: number): Promise<StaffUserEnvelopeDto> {
    return { data: await this.staff(await this.users.liftSignInLock(id)) };
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a staff user (any of name, e-mail, roles)' })
  @ApiBody({ type: UserUpdateDto })
  @ApiOkResponse({ type: StaffUserEnvelopeDto })
  @ApiErrors(404, 409, 422)
  async update(
    @CurrentUser() actor: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(userUpdateSchema, { partial: true }))
    body: Partial<UserUpdateRequest>,
  ): Promise<StaffUserEnvelopeDto> {
    return { data: await this.staff(await this.users.update(actor, id, body)) };
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a staff user',
    description: 'Not oneself (403), nor the last administrator (409).',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404, 409)
  async remove(
    @CurrentUser() actor: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<void> {
    await this.users.remove(actor, id);
  }
}
