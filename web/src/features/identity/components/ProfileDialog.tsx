import { type CurrentUserDto, PROFILE_LIMITS, type UpdateProfileBody } from '@mohalla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/toast/useToast';
import { useTextFields } from '../../../components/ui/useTextFields';
import { updateProfile } from '../api/identityApi';
import { identityKeys } from '../api/identityKeys';
import * as styles from './ProfileDialog.css';

type ProfileFields = Required<{ [K in keyof UpdateProfileBody]: string }>;

const fieldsOf = (user: CurrentUserDto): ProfileFields => ({
  userName: user.userName,
  alias: user.alias,
  bio: user.bio,
  location: user.location,
  website: user.website,
});

interface ProfileDialogProps {
  user: CurrentUserDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Update Profile': the spec's five fields and limits; the answer becomes the cached user. */
export function ProfileDialog({ user, open, onOpenChange }: ProfileDialogProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { values: fields, setValues: setFields, bind } = useTextFields(() => fieldsOf(user));

  // Each opening starts from what is saved, not from an abandoned edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening, not on every user refetch
  useEffect(() => {
    if (open) setFields(fieldsOf(user));
  }, [open, setFields]);

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      // A check started before the save (sign-in confirms the session with one) must not
      // land after it and put the old profile back on screen.
      await queryClient.cancelQueries({ queryKey: identityKeys.currentUser() });
      queryClient.setQueryData(identityKeys.currentUser(), saved);
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully' });
      onOpenChange(false);
    },
    onError: (error) => {
      console.error('Profile update failed', error);
      toast({ title: 'Error', description: 'Failed to update profile. Please try again.', tone: 'danger' });
    },
  });

  const field = (name: keyof ProfileFields) => ({ ...bind(name), maxLength: PROFILE_LIMITS[name] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value.trim()]),
    ) as ProfileFields;
    mutation.mutate(trimmed);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      title="Update Profile"
      description="Your account details. Your neighbours see only your per-area alias."
    >
      <form className={styles.form} onSubmit={submit}>
        <TextField label="Display name" autoComplete="nickname" showCount {...field('userName')} />
        <TextField
          label="Username / alias"
          autoComplete="username"
          showCount
          {...field('alias')}
          hint="Private to you. Posts and chat use a separate alias for each area."
        />
        <TextAreaField label="Bio" rows={3} {...field('bio')} />
        <TextField label="Location" autoComplete="address-level2" showCount {...field('location')} />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="url"
          {...field('website')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
