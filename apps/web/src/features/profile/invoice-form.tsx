import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complementApplies, invoiceFormSchema, toInvoiceSaveRequest } from '@vo/domain/invoice/invoice.rules';
import type { InvoiceData } from '@vo/domain/invoice/invoice.wire';
import { splitPhone } from '@vo/domain/profile/phone.rules';
import { DEFAULT_PHONE_PREFIX } from '@vo/domain/profile/profile-config';
import type { ReactNode } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../components/dialog-form.tsx';
import { EmailInput } from '../../components/email-input.tsx';
import { FormNativeSelect } from '../../components/form-native-select.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { PhoneFields } from '../../components/phone-fields.tsx';
import { RequiredLegend } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { invoiceKeys, saveInvoiceData, useDocumentTypes } from './invoice-api.ts';

/** What the dialog holds; a document type not chosen yet is null. */
interface InvoiceValues {
  tipoDocumento: number | null;
  nroDocumento: string;
  complemento: string;
  razonSocial: string;
  correo: string;
  prefijo: string;
  telefono: string;
}
type InvoiceOutput = z.output<typeof invoiceFormSchema>;

// The server names the field a refusal is about (data.campo): it is shown next to that field.
const SERVER_FIELDS = ['tipoDocumento', 'nroDocumento', 'complemento', 'razonSocial', 'correo', 'telefono'] as const;

function initialValues(data: InvoiceData): InvoiceValues {
  const phone = splitPhone(data.telefono);
  return {
    tipoDocumento: data.tipoDocumento > 0 ? data.tipoDocumento : null,
    nroDocumento: data.nroDocumento ?? '',
    complemento: data.complemento ?? '',
    razonSocial: data.razonSocial ?? '',
    correo: data.correo ?? '',
    // Spec §2: the prefix is read-only and +591 unless the saved phone says otherwise.
    prefijo: phone.prefix || DEFAULT_PHONE_PREFIX,
    telefono: phone.number,
  };
}

interface Props {
  initial: InvoiceData;
  /** Absent while nothing has been saved yet (spec §2: cancel hidden). */
  onCancel?: () => void;
  onSaved: (message: string) => void;
  /** The banners, scrolled together with the fields on small screens. */
  children?: ReactNode;
}

/** Document type, number, complement, business name, e-mail and phone (spec §2 "Invoice-data dialog", §5). */
export function InvoiceForm({ initial, onCancel, onSaved, children }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const documentTypes = useDocumentTypes();
  const { control, handleSubmit, setValue, setError, formState } = useForm<InvoiceValues, unknown, InvoiceOutput>({
    resolver: zodResolver(invoiceFormSchema) as unknown as Resolver<InvoiceValues, unknown, InvoiceOutput>,
    mode: 'onTouched',
    defaultValues: initialValues(initial),
  });
  const tipoDocumento = useWatch({ control, name: 'tipoDocumento' });
  const withComplement = tipoDocumento !== null && complementApplies(tipoDocumento);
  // Spec §5: document type, number, complement and business name are locked while editing is off.
  const locked = !initial.editable;

  const mutation = useMutation({
    mutationFn: saveInvoiceData,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(invoiceKeys.data, data);
      onSaved(message ?? t('invoice.saved'));
    },
    onError: (error) => {
      const onField = serverFieldError(error, SERVER_FIELDS);
      if (onField) setError(onField.field, { type: 'server', message: onField.message });
    },
  });

  // Spec §5: the complement applies to document type 1 only; for any other type it is cleared.
  const chooseType = (type: number | null) => {
    if (type === null || !complementApplies(type)) setValue('complemento', '', { shouldValidate: true });
  };

  const typeOptions = (documentTypes.data ?? []).map((d) => ({ value: d.idTipoDocIdentidad, label: d.descripcion }));
  const unplacedFailure = serverFieldError(mutation.error, SERVER_FIELDS) ? null : failureMessage(mutation.error);
  const hasErrors = Object.keys(formState.errors).length > 0;
  const upperCase = { autoCapitalize: 'characters', style: { textTransform: 'uppercase' as const } };

  return (
    <DialogForm
      schema={invoiceFormSchema}
      onSubmit={handleSubmit((form) => mutation.mutate(toInvoiceSaveRequest(form)))}
      onCancel={onCancel}
      cancelLabel={t('invoice.cancel')}
      submitLabel={t('invoice.save')}
      submitDisabled={hasErrors || mutation.isPending}
      testId="invoice"
    >
      {children}
      <RequiredLegend />
      <FormNativeSelect
        control={control}
        name="tipoDocumento"
        label={t('invoice.documentType')}
        placeholder={t('invoice.choose')}
        options={typeOptions}
        onValueChange={chooseType}
        disabled={locked}
      />
      <FormTextField
        control={control}
        name="nroDocumento"
        label={t('invoice.documentNumber')}
        disabled={locked}
        inputProps={upperCase}
      />
      <FormTextField
        control={control}
        name="complemento"
        label={t('invoice.complement')}
        disabled={locked || !withComplement}
        inputProps={upperCase}
      />
      <FormTextField
        control={control}
        name="razonSocial"
        label={t('invoice.businessName')}
        disabled={locked}
        inputProps={upperCase}
      />
      <FormTextField
        control={control}
        name="correo"
        label={t('invoice.email')}
        type="email"
        autoComplete="email"
        input={EmailInput}
      />
      <PhoneFields
        control={control}
        prefixName="prefijo"
        phoneName="telefono"
        prefixLabel={t('invoice.prefix')}
        phoneLabel={t('invoice.phone')}
      />
      {locked ? <Alert severity="info">{t('invoice.locked')}</Alert> : null}
      {unplacedFailure ? <Alert severity="error">{unplacedFailure}</Alert> : null}
    </DialogForm>
  );
}
