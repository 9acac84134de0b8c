import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'bolsos:public';
/** Opens a route to anonymous callers; everything else needs a signed-in user. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
