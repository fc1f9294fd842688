import { useEffect, useRef, useState } from 'react';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { useConfirmDialog } from '@/components/alert-dialog/use-confirm-dialog';
import { PageHeader } from '@/components/page-header';
import type { FieldProblem } from '@/lib/chart/birth-place';
import type { PlaceSearch } from '@/lib/chart/place-search';
import { loadProfileRules, replaceProfile } from '@/lib/profile/profile-store';
import { useProfile } from '@/lib/profile/use-profile';
import { PersonalInfoCard } from './personal-info-card';
import { PersonalizationCard } from './personalization-card';
import { type ProfileDraft, draftFromProfile, savingOf } from './profile-draft';
import { ProfileForm } from './profile-form';
import { ProfileManagementCard } from './profile-management-card';
import { ProfileStatusCard } from './profile-status-card';
import { IMPORT_CONFIRMATION, NOT_EXPORTED, NOT_SAVED, RESET_CONFIRMATION } from './profile-texts';
import { downloadProfile, loadProfileFileRules, readProfileFromFile } from './profile-transfer';
import { ProfileView } from './profile-view';
import { ZodiacIdentityCard } from './zodiac-identity-card';

/**
 * Cosmic Profile (tool spec §2, §4, §5): the visitor's details in view and edit mode, their
 * Western and Chinese signs, and their data to reset, export and import. Edits go to a draft
 * that only Save writes.
 */
export default function ProfilePage({ search }: { search?: PlaceSearch }) {
  const { profile, update, reset, isComplete } = useProfile();
  const { showAlert, alertDialog } = useAlertDialog();
  const { confirm, confirmDialog } = useConfirmDialog();
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [status, setStatus] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const editing = draft !== null;

  const startEditing = () => {
    // Edit Profile while the form is open only takes the visitor to it, keeping their changes.
    if (!draft) setDraft(draftFromProfile(profile));
    setProblems([]);
    setStatus('');
    // A first visit has not loaded the profile's rules yet: fetch them while the visitor types,
    // so Save does not wait for them. A failure here is reported by Save itself.
    loadProfileRules().catch(() => undefined);
    // After the form renders, so the first field can take focus.
    queueMicrotask(() => {
      nameRef.current?.focus();
      nameRef.current?.scrollIntoView?.({ block: 'center' });
    });
  };
  const stopEditing = () => {
    setDraft(null);
    setProblems([]);
    queueMicrotask(() => toggleRef.current?.focus());
  };
  const save = async () => {
    if (!draft) return;
    const saving = savingOf(draft, profile);
    if (saving.kind === 'problems') {
      setProblems(saving.problems);
      return;
    }
    // "Saved" only once the profile holds the change; a failed save keeps the form and its text.
    if (!(await update(saving.patch))) {
      setStatus(NOT_SAVED);
      return;
    }
    setStatus('Your profile was saved.');
    stopEditing();
  };

  const askReset = async () => {
    if (!(await confirm(RESET_CONFIRMATION, { confirmLabel: 'Reset Profile' }))) return;
    reset();
    setDraft(null);
    setStatus('Your profile was reset.');
  };
  // Export and import need the file rules: fetched once the page is up, not before it paints.
  useEffect(() => {
    loadProfileFileRules().catch((error: unknown) =>
      console.error('[profile] Could not load the profile file rules.', error),
    );
  }, []);
  const exportProfile = async () => {
    try {
      setStatus(`Your profile was downloaded as ${await downloadProfile(profile)}.`);
    } catch {
      setStatus(NOT_EXPORTED);
    }
  };
  const importProfile = async (file: File) => {
    const reading = await readProfileFromFile(file);
    if (!reading.ok) {
      showAlert(reading.message);
      return;
    }
    if (!(await confirm(IMPORT_CONFIRMATION, { confirmLabel: 'Replace Profile' }))) return;
    replaceProfile(reading.profile);
    setDraft(null);
    setStatus(`Your profile was loaded from ${file.name}.`);
  };

  return (
    <>
      <PageHeader title="Cosmic Profile" subtitle="Who you are under the sky, kept on this device" />
      <div className="space-y-6">
        <ProfileStatusCard profile={profile} complete={isComplete} />

        {!isComplete && !editing ? (
          <section aria-labelledby="complete-profile-title" className="glass-card p-5 text-center">
            <h2 id="complete-profile-title" className="font-display text-xl font-semibold text-gold-200">
              Finish your cosmic profile
            </h2>
            <p className="mt-2 text-violet-100">
              Add your name and birth date, and every reading will start from who you are.
            </p>
            <button type="button" className="button-primary mt-4" onClick={startEditing}>
              Complete Profile Now
            </button>
          </section>
        ) : null}

        <PersonalInfoCard
          editing={editing}
          onToggle={editing ? stopEditing : startEditing}
          toggleRef={toggleRef}
        >
          {draft ? (
            <ProfileForm
              draft={draft}
              onChange={setDraft}
              onSave={() => void save()}
              onCancel={stopEditing}
              storedBirthDate={profile.birthDate}
              problems={problems}
              nameRef={nameRef}
              {...(search ? { search } : {})}
            />
          ) : (
            <ProfileView profile={profile} />
          )}
        </PersonalInfoCard>

        <ZodiacIdentityCard profile={profile} />
        <PersonalizationCard />
        <ProfileManagementCard
          onEdit={startEditing}
          onReset={() => void askReset()}
          onExport={() => void exportProfile()}
          onImport={(file) => void importProfile(file)}
          status={status}
        />
      </div>
      {alertDialog}
      {confirmDialog}
    </>
  );
}
