import type { Control, FieldValues, Path } from 'react-hook-form';
import { PasswordField } from '../../components/password-field.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

interface NewPassword {
  password: string;
  confirmacion: string;
}

/** The new password and its confirmation: the same two fields wherever a password is set. */
export function NewPasswordFields<T extends FieldValues & NewPassword>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={'password' as Path<T>}
        label={t('changePassword.new')}
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={'confirmacion' as Path<T>}
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        // Required by having to match the password, which its schema alone does not say.
        required
      />
    </>
  );
}
