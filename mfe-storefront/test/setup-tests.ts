import '@testing-library/jest-dom';
import { provideStrings } from '@bolsos/i18n';
import { STOREFRONT_CATALOGUE } from '../src/shared/i18n/all-strings';
import { STOREFRONT_STRINGS } from '../src/shared/i18n/strings';

// As the server entry does: specs render any language synchronously, without the chunks.
provideStrings(STOREFRONT_STRINGS, STOREFRONT_CATALOGUE);

// Every test mocks the API client afresh (mockApi from @bolsos/api-client/testing).
afterEach(() => jest.restoreAllMocks());
