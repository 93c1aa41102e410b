import { PageHeading } from '@nclude/shared';
import { m } from '../messages';

export default function ConversionPage() {
  return (
    <section>
      <PageHeading>{m('heading')}</PageHeading>
      <p>{m('intro')}</p>
    </section>
  );
}
