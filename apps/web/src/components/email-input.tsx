import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { emailSuggestions } from '@vo/domain/profile/email-suggestions.rules';
import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { suggestionKey } from './suggestion-keys.ts';
import { TextInput, type TextInputProps } from './text-input.tsx';

/**
 * Every e-mail field of the portal (spec §9 "e-mail domain suggestions", docs/decisions/0028): typing
 * "ana@gm" offers "ana@gmail.com". A combobox with its list below the field: arrows, Enter and Escape work, a
 * tap takes a suggestion, and a screen reader hears the highlighted one. Use it as FormTextField's `input`.
 */
export function EmailInput({ onChange, onBlur, inputProps, ...props }: TextInputProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(-1);
  const options = emailSuggestions(props.value);
  const open = focused && !closed && options.length > 0;

  const choose = (address: string) => {
    // react-hook-form reads target.value of whatever it is given.
    onChange({ target: { value: address } } as ChangeEvent<HTMLInputElement>);
    setActive(-1);
    setClosed(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    const outcome = suggestionKey(event.key, active, options.length);
    if (outcome.kind === 'ignore') return;
    // The list's keys are the list's: a dialog around it must not close, a form must not submit.
    event.preventDefault();
    event.stopPropagation();
    if (outcome.kind === 'move') setActive(outcome.active);
    if (outcome.kind === 'choose') choose(options[outcome.index]!);
    if (outcome.kind === 'close') setClosed(true);
  };

  return (
    <Box>
      <TextInput
        {...props}
        type="email"
        onChange={(event) => {
          setClosed(false);
          setActive(-1);
          onChange(event);
        }}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        inputProps={{
          ...inputProps,
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': open,
          'aria-controls': open ? listId : undefined,
          'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
          onFocus: () => setFocused(true),
          onKeyDown,
        }}
      />
      {open ? (
        <Paper
          component="ul"
          role="listbox"
          id={listId}
          aria-label={t('email.suggestions')}
          variant="outlined"
          sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
          data-testid="email-suggestions"
        >
          {options.map((address, index) => (
            <Box
              component="li"
              key={address}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep the focus in the field: the tap chooses, the blur must not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(address)}
              sx={{
                minHeight: 44,
                px: 2,
                display: 'flex',
                alignItems: 'center',
                cursor: 'pointer',
                overflowWrap: 'anywhere',
                bgcolor: index === active ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
              data-testid="email-suggestion"
            >
              {address}
            </Box>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
