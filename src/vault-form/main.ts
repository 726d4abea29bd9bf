import { mountCardForm } from './card-form';

mountCardForm();
