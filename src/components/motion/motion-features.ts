// framer-motion's DOM animation features, loaded after the page so they never weigh on its first load.
import { domAnimation } from 'framer-motion';

export default domAnimation;
