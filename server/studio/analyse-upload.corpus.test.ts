// The upload path over the outside corpus ($CORPUS_DIR, `npm run test:corpus`): real photos and
// sketches analyse into the contract, split as labelled, and are stored clean.
import { corpusDir } from './corpus-labels';
import { corpusImages } from './testing/test-cutouts';
import { describeUploadChecks } from './testing/upload-checks';

describeUploadChecks(`the corpus in ${corpusDir()}`, corpusImages());
