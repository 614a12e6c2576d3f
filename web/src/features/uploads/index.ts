// The uploads feature's public face: the upload widget and its state, used by the post,
// reply and chat forms. Other features import only from here.
export { MediaUploader } from './components/MediaUploader';
export {
  MAX_UPLOAD_BYTES,
  type MediaUploads,
  type UploadedMedia,
  useMediaUploads,
} from './hooks/useMediaUploads';
