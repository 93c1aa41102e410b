import { sampleUrl, type SampleFile } from '../format';

/** A download link to one of the sample CSV files that show the bulk upload format. */
export function SampleLink({ file, children }: { file: SampleFile; children: string }) {
  return (
    <p className="admin-sample">
      <a href={sampleUrl(file)} download={file}>
        {children}
      </a>
    </p>
  );
}
