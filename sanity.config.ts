export { default } from './studio/sanity.config'
