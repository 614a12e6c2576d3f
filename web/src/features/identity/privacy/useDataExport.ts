import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/useToast';
import { ApiError } from '../../../lib/api';
import { fetchDataExport } from '../api/privacyApi';
import { saveFile } from './saveFile';

const FAILED = 'Your data could not be downloaded. Please try again.';

/** The sentence for a failed export: the server's own when it sent one (a problem's detail). */
function failureSentence(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && !/^\d{3}: /.test(error.message)
    ? error.message
    : FAILED;
}

/**
 * 'Download my data': fetches the export with the session cookie, then saves
 * it as a file. Assembling it reads the whole log, so it can take a moment:
 * `busy` covers that, a toast says it has started, and a failure says why.
 */
export function useDataExport() {
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: fetchDataExport,
    onMutate: () => toast({ title: 'Preparing your data', description: 'Your download starts in a moment.' }),
    onSuccess: (file) => {
      saveFile(file);
      toast({ title: 'Your data is downloading', description: file.filename });
    },
    onError: (error) => {
      console.error('Data export failed', error);
      toast({ title: 'Download failed', description: failureSentence(error), tone: 'danger' });
    },
  });
  return {
    download: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    busy: mutation.isPending,
    error: mutation.isError ? failureSentence(mutation.error) : null,
  };
}
