import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { useViewer } from '../session/viewer-context';
import { takeSnapshot } from './snapshot';

/** Lets the session take a snapshot of the scene (the new-BCF dialog's image). */
export function SnapshotBridge() {
  const { session } = useViewer();
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    session.setSnapshot(() => takeSnapshot(gl, scene, camera));
    return () => session.setSnapshot(null);
  }, [session, gl, scene, camera]);
  return null;
}
