import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiFailure } from '@/api/api-error';

/**
 * What a person reads about a failure: the server's own message (already in their language) for
 * an HTTP answer, a translated sentence otherwise. Never raw exception text.
 */
export function apiErrorText(t: TFunction, e: ApiError): string {
  switch (e.kind) {
    case 'validation':
      return e.message;
    case 'http':
      return e.status >= 500 || !e.message ? t('common:errors.server') : e.message;
    case 'network':
      return t('common:errors.network');
    case 'timeout':
      return t('common:errors.timeout');
    case 'schema':
      return t('common:errors.unexpected');
  }
}

export function errorText(t: TFunction, error: unknown): string {
  return isApiFailure(error) ? apiErrorText(t, error.error) : t('common:errors.unexpected');
}

/** `const text = useErrorText(); text(error)` for a thrown ApiFailure or a session ApiError. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) =>
    isApiFailure(error)
      ? apiErrorText(t, error.error)
      : isApiError(error)
        ? apiErrorText(t, error)
        : t('common:errors.unexpected');
}

function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'kind' in e && 'message' in e;
}
