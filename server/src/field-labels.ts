// Errors name a field by the label people see on the form ("Mobile Number"), in their language,
// never by its API name ("phoneNumber"). Names without a label (fields only programs send) stay
// as they are.
import { m, serverMessages } from './messages';

type LabelKey = Extract<keyof typeof serverMessages, `field_${string}`>;

export function fieldLabel(apiName: string): string {
  const key = `field_${apiName}`;
  return key in serverMessages ? m(key as LabelKey) : apiName;
}
