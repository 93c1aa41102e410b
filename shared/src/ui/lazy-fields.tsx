// Kit parts only some pages need (the conversion upload form, paged lists, accordions): the
// shell loads the whole kit with its first page, so these come as their own chunk when a page
// first renders one (the first-load JS stays within its budget).
import { lazy, Suspense } from 'react';
import type { AccordionItem, AccordionProps } from './Accordion';
import type { ComboboxProps } from './Combobox';
import type { FileDropFieldProps } from './FileDropField';
import type { PaginationProps } from './Pagination';

export type { AccordionItem, AccordionProps, ComboboxProps, FileDropFieldProps, PaginationProps };

const LoadedCombobox = lazy(() =>
  import(/* webpackChunkName: "kit-combobox" */ './Combobox').then((module) => ({
    default: module.Combobox,
  })),
);
const LoadedFileDropField = lazy(() =>
  import(/* webpackChunkName: "kit-file-drop" */ './FileDropField').then((module) => ({
    default: module.FileDropField,
  })),
);
const LoadedPagination = lazy(() =>
  import(/* webpackChunkName: "kit-pagination" */ './Pagination').then((module) => ({
    default: module.Pagination,
  })),
);
const LoadedAccordion = lazy(() =>
  import(/* webpackChunkName: "kit-accordion" */ './Accordion').then((module) => ({
    default: module.Accordion,
  })),
);
export function Combobox(props: ComboboxProps) {
  return (
    <Suspense fallback={null}>
      <LoadedCombobox {...props} />
    </Suspense>
  );
}

export function FileDropField(props: FileDropFieldProps) {
  return (
    <Suspense fallback={null}>
      <LoadedFileDropField {...props} />
    </Suspense>
  );
}

export function Pagination(props: PaginationProps) {
  return (
    <Suspense fallback={null}>
      <LoadedPagination {...props} />
    </Suspense>
  );
}

export function Accordion(props: AccordionProps) {
  return (
    <Suspense fallback={null}>
      <LoadedAccordion {...props} />
    </Suspense>
  );
}
