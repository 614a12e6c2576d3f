import type { AreaDto, CityDto } from '@mohalla/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/Dialog';
import { AreaList } from './AreaList';
import { CityList } from './CityList';

interface AreaChooserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Choose Your Area': a city, then one of its areas, then that area's page. */
export function AreaChooserDialog({ open, onOpenChange }: AreaChooserDialogProps) {
  const navigate = useNavigate();
  const [city, setCity] = useState<CityDto | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  // Start from the city list each time it opens. Resetting on open rather than
  // on close keeps the closing animation from flashing the other view.
  useEffect(() => {
    if (open) {
      setCity(null);
      setReturnFocusTo(null);
    }
  }, [open]);

  const chooseArea = (area: AreaDto) => {
    onOpenChange(false);
    navigate(`/area/${area._id}`);
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
      {city ? (
        <AreaList city={city} onBack={backToCities} onChoose={chooseArea} />
      ) : (
        <CityList onChoose={setCity} focusCityId={returnFocusTo} />
      )}
    </Dialog>
  );
}
