import { iconButton } from '../../../styles/controls.css';

export const toggle = iconButton;
