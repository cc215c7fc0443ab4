// What a caller should do about each HTTP status the API answers. The statuses themselves come
// from the spec (see the `status-codes` directive); this table only adds the advice, and a status
// the spec answers without advice here is reported when the docs are built.
export type Action = 'read' | 'retry' | 'fix-input' | 're-authenticate' | 'check-access' | 'check-id';

export interface StatusAdvice {
  meaning: string;
  action: Action;
  advice: string;
}

export const STATUS_ADVICE: Record<number, StatusAdvice> = {
  200: { meaning: 'OK', action: 'read', advice: 'Read the JSON body.' },
  201: { meaning: 'Created', action: 'read', advice: 'The body holds the new item (or its id). Keep the id.' },
  204: { meaning: 'No Content', action: 'read', advice: 'Done; there is no body. Deleted proposals and contacts are in the trash can.' },
  400: { meaning: 'Bad Request', action: 'fix-input', advice: 'Fix the request (valid JSON, parameter types, enum values). Do not retry it unchanged.' },
  401: { meaning: 'Unauthorized', action: 're-authenticate', advice: 'Send a valid API key as `Authorization: Bearer <key>`; get a new key if it was revoked.' },
  403: { meaning: 'Forbidden', action: 'check-access', advice: 'Check the `account_name` in the path matches the key, and that the key’s user may do this.' },
  404: { meaning: 'Not Found', action: 'check-id', advice: 'Check the id; the item may have been deleted (look in the trash can).' },
  422: { meaning: 'Unprocessable Entity', action: 'fix-input', advice: 'Fix the fields listed in `errors`, then send the request again.' },
  429: { meaning: 'Too Many Requests', action: 'retry', advice: 'Wait the seconds in `Retry-After`, then retry; slow down further calls.' },
};

export const ACTION_LABELS: Record<Action, string> = {
  read: 'success',
  retry: 'retry later',
  'fix-input': 'fix the input',
  're-authenticate': 're-authenticate',
  'check-access': 'check access',
  'check-id': 'check the id',
};
