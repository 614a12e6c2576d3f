import type { AutoCreateAreaBody } from '@mohalla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../features/identity';
import { useCurrentUser } from '../../features/identity/hooks/useCurrentUser';
import { useRequireAuth } from '../../features/identity/hooks/useRequireAuth';
import { useLocationState } from '../../features/location/hooks/useLocationState';
import type { DetectedLocation } from '../../features/location/types';
import { autoCreateArea } from '../../features/places/api/placesApi';
import { areaQuery } from '../../features/places/api/placesQueries';
import { refreshPlacesAt } from '../../features/places/api/refreshPlaces';
import type { Substitution } from './resolveJoinTarget';

// Resolving a place (matching names, the nearest area, the places it reads) is only needed
// once Join is pressed: it loads then, not with the landing page.
const loadResolver = () => import('./resolveJoinTarget');

/**
 * The spec's 'Join Community Chat' flow. Detect first when no city is known,
 * then go to the matching area, auto-creating it once when it is new. Nothing
 * dead-ends: a failed or denied detection, or anything that still finds no
 * area, opens the chooser, which offers the list and 'Enter Manually'. An
 * area asked for that Mohalla does not have is never swapped silently for
 * another: the substitution dialog says so and offers the choices.
 */
export function useJoinFlow() {
  const { location, detect, setManualLocation } = useLocationState();
  const signedIn = useCurrentUser().status === 'signedIn';
  const requireAuth = useRequireAuth('add your area');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  // Kept after closing so the dialog's text stays while it animates away.
  const [substitution, setSubstitution] = useState<Substitution | null>(null);
  const [substitutionOpen, setSubstitutionOpen] = useState(false);
  const here = useLocation();
  // Place key → the area created for it: a second press never creates twice.
  const created = useRef(new Map<string, string>());

  const createAndGo = useCallback(
    async (body: AutoCreateAreaBody) => {
      if (!requireAuth()) return;
      const { autoCreateKey } = await loadResolver();
      const key = autoCreateKey(body);
      const known = created.current.get(key);
      if (known) return void navigate(`/area/${known}`);
      try {
        const result = await autoCreateArea(body);
        created.current.set(key, result.area._id);
        // Read the new area at the write's position so its page never 404s.
        await queryClient.fetchQuery({ ...areaQuery(result.area._id, result.position), staleTime: 0 });
        void refreshPlacesAt(queryClient, result.position);
        navigate(`/area/${result.area._id}`);
      } catch (error) {
        // The spec logs the server's message; we also offer the list so the person is not stuck.
        console.warn(`Auto-create failed: ${error instanceof Error ? error.message : String(error)}`);
        setChooserOpen(true);
      }
    },
    [queryClient, requireAuth, navigate],
  );

  const goTo = useCallback(
    async (place: DetectedLocation) => {
      const { resolveJoinTarget } = await loadResolver();
      const target = await resolveJoinTarget(queryClient, place, signedIn);
      if (target.kind === 'area') return void navigate(`/area/${target.areaId}`);
      if (target.kind === 'none') return setChooserOpen(true);
      if (target.kind === 'substitute') {
        const { kind: _, ...offer } = target;
        setSubstitution(offer);
        return setSubstitutionOpen(true);
      }
      await createAndGo(target.body);
    },
    [queryClient, signedIn, navigate, createAndGo],
  );

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      console.warn(`Join failed: ${error instanceof Error ? error.message : String(error)}`);
      setChooserOpen(true);
    } finally {
      setBusy(false);
    }
  }, []);

  const join = useCallback(() => {
    if (busy) return;
    void run(async () => {
      let place = location;
      if (!place?.city) {
        try {
          place = await detect();
        } catch {
          // The chooser explains what went wrong and offers the list, another
          // try and 'Enter Manually'.
          setChooserOpen(true);
          return;
        }
      }
      await goTo(place);
    });
  }, [busy, run, location, detect, goTo]);

  const submitManual = useCallback(
    (place: DetectedLocation) => {
      setManualLocation(place);
      setManualOpen(false);
      void run(() => goTo(place));
    },
    [setManualLocation, run, goTo],
  );

  const browse = useCallback(() => {
    setManualOpen(false);
    setChooserOpen(true);
  }, []);

  const enterManually = useCallback(() => {
    setChooserOpen(false);
    setManualOpen(true);
  }, []);

  const createAsked = useCallback(() => {
    setSubstitutionOpen(false);
    const body = substitution?.create;
    if (body) void run(() => createAndGo(body));
  }, [substitution, run, createAndGo]);

  const goToSuggested = useCallback(() => {
    setSubstitutionOpen(false);
    if (substitution) navigate(`/area/${substitution.suggested._id}`);
  }, [substitution, navigate]);

  const chooseAnother = useCallback(() => {
    setSubstitutionOpen(false);
    setChooserOpen(true);
  }, []);

  return {
    join,
    busy,
    manual: {
      open: manualOpen,
      onOpenChange: setManualOpen,

      onSubmit: submitManual,
      onBrowse: browse,
    },
    chooser: { open: chooserOpen, onOpenChange: setChooserOpen, onEnterManually: enterManually },
    substitution: {
      open: substitutionOpen,
      onOpenChange: setSubstitutionOpen,
      substitution,
      signedIn,
      signInPath: loginPathFor(`${here.pathname}${here.search}`),
      onCreate: createAsked,
      onGoToSuggested: goToSuggested,
      onChooseAnother: chooseAnother,
    },
  };
}
