import { useMounted } from '@mantine/hooks';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PagePictureProps } from '@/core/client/module';
import { PlainText } from '@/core/client/plain-text';
import { TextWithElements } from '@/core/client/text-with-elements';
import { useTranslation } from '@/core/client/use-translation';
import classes from './stock-photo.module.css';
import { STOCK_PHOTO_QUERY, stockPhotoVariables } from './stock-photo.query';

/** A credit's link: to the photographer's or the service's page, outside the site. */
function CreditLink(props: { href: string; children?: React.ReactNode }) {
  return (
    <a href={props.href} target="_blank" rel="noopener noreferrer" className={classes.creditLink}>
      {props.children}
    </a>
  );
}

/**
 * A stock photo for a page without a picture of its own, credited as the service requires
 * ("Photo by … on Unsplash", both linked) and said to be a stock photo, so that it is never
 * taken for the school itself. Nothing when no photo suits the page.
 */
export default function StockPhoto(props: PagePictureProps) {
  const { t } = useTranslation('unsplash');
  const client = useGraphQLClient();
  const mounted = useMounted();
  const variables = stockPhotoVariables(props);
  // Asked by the page on the server, the photo is in its HTML with its place kept; else it is
  // asked once the page is in the browser.
  const prefetched = client.readQuery({ query: STOCK_PHOTO_QUERY, variables }) !== null;
  const { data } = useQuery(STOCK_PHOTO_QUERY, { variables, skip: !mounted && !prefetched });
  const photo = data?.stockPhoto;
  if (!photo) return null;
  const credit = (
    <>
      {props.use === 'school' ? t('notThisSchool') : t('label')} ·{' '}
      <TextWithElements
        t={t}
        i18nKey="credit"
        values={{ name: photo.photographerName }}
        elements={{
          photographer: <CreditLink href={photo.photographerUrl} />,
          unsplash: <CreditLink href={photo.unsplashUrl} />,
        }}
      />
    </>
  );
  if (props.variant === 'backdrop') {
    // Behind a hero's text: decorative (no alt), darkened for the text, credited in a corner.
    return (
      <>
        <div className={classes.backdrop} data-testid="stock-photo">
          <img
            src={photo.imageUrl}
            alt=""
            className={classes.image}
            style={{ background: photo.color ?? undefined }}
          />
        </div>
        <PlainText size="xs" c="white" className={classes.cornerCredit}>
          {credit}
        </PlainText>
      </>
    );
  }
  return (
    <figure className={classes.figure} data-testid="stock-photo">
      <img
        src={photo.imageUrl}
        alt={photo.alt ?? ''}
        className={classes.image}
        style={{
          height: props.variant === 'banner' ? 240 : 280,
          background: photo.color ?? 'var(--mantine-color-gray-2)',
        }}
        loading="lazy"
      />
      <PlainText component="figcaption" size="xs" c="gray.7" className={classes.caption}>
        {credit}
      </PlainText>
    </figure>
  );
}
