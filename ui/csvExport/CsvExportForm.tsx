/**
 * Period picker, captcha and Download button of the CSV export page. The file is fetched
 * with the captcha's answer and saved under a name made of the address and the period; a
 * refusal shows the API's message. Each answer opens one download, so the captcha starts
 * over after every attempt.
 */
import { Alert, Button, chakra, Field, Flex, Input, Text } from '@chakra-ui/react';
import React from 'react';

import type { CaptchaSettings } from 'configs/app/features';
import { buildUrl } from 'lib/api/buildUrl';
import Captcha from 'ui/shared/captcha/Captcha';

import type { ExportType } from './exportTypes';
import { exportFileName, isoDay, periodError } from './period';

export interface CsvExportFormProps {
  hash: string;
  exportType: ExportType;
  filter: { filterType: string; filterValue: string } | null;
  captcha: CaptchaSettings;
  /** Today, injectable for tests. */
  now?: Date;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = await response.json() as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {}
  return `The export failed (HTTP ${ response.status }). Try again later.`;
}

export default function CsvExportForm({ hash, exportType, filter, captcha, now = new Date() }: CsvExportFormProps) {
  const today = isoDay(now);
  const [ from, setFrom ] = React.useState(() => isoDay(new Date(now.getTime() - 30 * 86_400_000)));
  const [ to, setTo ] = React.useState(today);
  const [ token, setToken ] = React.useState<string | null>(null);
  const [ attempt, setAttempt ] = React.useState(0);
  const [ busy, setBusy ] = React.useState(false);
  const [ failure, setFailure ] = React.useState<string | null>(null);
  const [ saved, setSaved ] = React.useState<string | null>(null);

  const error = exportType.isTokenList ? null : periodError(from, to);

  const handleSubmit = React.useCallback(async(event: React.FormEvent) => {
    event.preventDefault();
    if (error || !token) return;
    setBusy(true);
    setFailure(null);
    setSaved(null);
    const period = exportType.isTokenList ? null : { from, to };
    try {
      const query = {
        address_id: exportType.isTokenList ? undefined : hash,
        from_period: period?.from, to_period: period?.to,
        filter_type: filter?.filterType, filter_value: filter?.filterValue,
        recaptcha_response: token,
      };
      const url = exportType.isTokenList ? buildUrl(exportType.resource, { hash }, query) : buildUrl(exportType.resource, undefined, query);
      const response = await fetch(url);
      if (!response.ok) {
        setFailure(await refusalMessage(response));
        return;
      }
      const fileName = exportFileName(exportType.fileName, hash, period, filter);
      saveBlob(await response.blob(), fileName);
      setSaved(fileName);
    } catch {
      setFailure('The export failed: the API did not answer. Try again later.');
    } finally {
      setBusy(false);
      setToken(null);
      setAttempt((value) => value + 1);
    }
  }, [ error, token, exportType, hash, from, to, filter ]);

  return (
    <chakra.form onSubmit={ handleSubmit } noValidate data-testid="csv-export-form">
      { !exportType.isTokenList && (
        <Flex gap="5" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }}>
          <Field.Root invalid={ Boolean(error) } maxW={{ lg: '220px' }}>
            <Field.Label>From</Field.Label>
            <Input type="date" value={ from } max={ today } onChange={ (event) => setFrom(event.target.value) } aria-label="From" data-testid="csv-from"/>
          </Field.Root>
          <Field.Root invalid={ Boolean(error) } maxW={{ lg: '220px' }}>
            <Field.Label>To</Field.Label>
            <Input type="date" value={ to } max={ today } onChange={ (event) => setTo(event.target.value) } aria-label="To" data-testid="csv-to"/>
          </Field.Root>
        </Flex>
      ) }
      { error && <Text color="text.error" fontSize="sm" mt="2" role="alert" data-testid="csv-period-error">{ error }</Text> }
      <Captcha key={ attempt } settings={ captcha } onToken={ setToken }/>
      <Button type="submit" mt="4" loading={ busy } loadingText="Download" disabled={ Boolean(error) || !token } data-testid="csv-download">
        Download
      </Button>
      { !token && !busy && <Text fontSize="sm" color="text.secondary" mt="2">Solve the captcha to download.</Text> }
      { failure && (
        <Alert.Root status="error" mt="4" data-testid="csv-error"><Alert.Indicator/><Alert.Title>{ failure }</Alert.Title></Alert.Root>
      ) }
      { saved && <Text fontSize="sm" mt="4" data-testid="csv-saved">Saved { saved }</Text> }
    </chakra.form>
  );
}
