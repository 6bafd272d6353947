// Evaluation size (docs/dashboard.md "The form"): Smoke / Quick / Standard with what each is for.
import { useShellData } from '../../shell/shell-data.tsx';
import { count } from '../../ui/format.ts';
import type { ProfileId } from '../../gql/graphql.ts';
import { storedWord } from '../../ui/enum-words.ts';

const DESCRIPTIONS: Record<ProfileId, string> = {
  SMOKE: 'Check the pipeline with a small case set.',
  QUICK: 'Compare changes in a shorter evaluation loop.',
  STANDARD: 'Evaluate broader capability coverage.',
};

export function profileLabel(id: ProfileId): string {
  const word = storedWord(id);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function ProfileStep({ value, onChange }: { value: ProfileId; onChange: (profile: ProfileId) => void }) {
  const { catalog } = useShellData();
  return (
    <fieldset className="create-step">
      <legend>Evaluation size</legend>
      <div className="profile-options">
        {catalog.profiles.map((profile) => (
          <label key={profile.profileId} className={value === profile.profileId ? 'profile-option selected' : 'profile-option'}>
            <input type="radio" name="profile" value={profile.profileId} checked={value === profile.profileId} onChange={() => onChange(profile.profileId)} />
            <strong>{profileLabel(profile.profileId)}</strong>
            <span>{DESCRIPTIONS[profile.profileId]}</span>
            <span className="muted">
              {count(profile.caseCount)} questions · {storedWord(profile.split)} split
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
