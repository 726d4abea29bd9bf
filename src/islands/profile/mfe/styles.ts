// Host pages have none of our global styles: the micro-frontend brings the tokens and shared
// component classes it uses (not base.css, whose element resets would restyle the host).
import 'open-props/sizes';
import 'open-props/fonts';
import 'open-props/borders';
import 'open-props/shadows';
import 'open-props/gray';
import 'open-props/indigo';
import 'open-props/red';
import 'open-props/green';
import 'open-props/orange';
import '../../../styles/tokens.css';
import '../../../styles/components.css';
import './mfe.css';
