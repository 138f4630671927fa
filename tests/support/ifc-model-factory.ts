/** The IFC writer lives with the server (the demo data uses it); tests import it from here. */
export * from '../../server/lib/ifc-model-factory';
