import type { AreaDto, CityDto, PlaceSearchResult } from '@mohalla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/Icon';
import { citiesQuery } from '../api/placesQueries';
import { usePlaceMutations } from '../hooks/usePlaceMutations';
import { AreaList } from './AreaList';
import { CityList } from './CityList';
import { ManageAreas } from './manage/ManageAreas';
import { ManageCities } from './manage/ManageCities';
import { PlaceSearch } from './PlaceSearch';
import * as styles from './placeList.css';

interface AreaChooserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Current Location' and 'Manual Selection' blocks (supplied by the page). */
  locationPanel?: ReactNode;
  /** Admins get 'Manage Cities & Areas'. The server checks again. */
  canManage?: boolean;
  onCityChosen?: (city: CityDto) => void;
}

/** 'Choose Your Area': search, or a city then one of its areas, then that area's page. */
export function AreaChooserDialog({
  open,
  onOpenChange,
  locationPanel,
  canManage = false,
  onCityChosen,
}: AreaChooserDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutations = usePlaceMutations();
  const [city, setCity] = useState<CityDto | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [managing, setManaging] = useState(false);

  // Start from the city list each time it opens. Resetting on open rather than
  // on close keeps the closing animation from flashing the other view.
  useEffect(() => {
    if (open) {
      setCity(null);
      setReturnFocusTo(null);
      setSearching(false);
      setManaging(false);
    }
  }, [open]);

  const chooseCity = (chosen: CityDto) => {
    setCity(chosen);
    onCityChosen?.(chosen);
  };

  const goToArea = (areaId: string) => {
    onOpenChange(false);
    navigate(`/area/${areaId}`);
  };

  // A city found by search opens its areas, as if picked from the list (which is usually cached).
  const chooseResult = async (result: PlaceSearchResult) => {
    if (result.type === 'area') return goToArea(result.id);
    const cities = await queryClient.fetchQuery(citiesQuery()).catch(() => []);
    const found = cities.find((c) => c._id === result.id);
    if (found) {
      setSearching(false);
      chooseCity(found);
    }
  };

  const backToCities = () => {
    setReturnFocusTo(city?._id ?? null);
    setCity(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose Your Area"
      description="Pick your city, then your neighbourhood, to join its community."
    >
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={searching}
          onClick={() => setSearching((s) => !s)}
        >
          <Icon name="search" size={16} /> {searching ? 'Hide Search' : 'Show Search'}
        </Button>
        {canManage ? (
          <Button
            variant={managing ? 'primary' : 'ghost'}
            size="sm"
            aria-pressed={managing}
            onClick={() => setManaging((m) => !m)}
          >
            <Icon name="pencil" size={16} /> Manage Cities & Areas
          </Button>
        ) : null}
      </div>
      {searching ? <PlaceSearch onChoose={chooseResult} /> : null}
      {managing ? (
        city ? (
          <ManageAreas city={city} mutations={mutations} onBack={backToCities} />
        ) : (
          <ManageCities mutations={mutations} onOpenCity={setCity} />
        )
      ) : (
        <>
          {city ? null : locationPanel}
          {city ? (
            <AreaList city={city} onBack={backToCities} onChoose={(area: AreaDto) => goToArea(area._id)} />
          ) : (
            <CityList onChoose={chooseCity} focusCityId={returnFocusTo} />
          )}
        </>
      )}
    </Dialog>
  );
}
