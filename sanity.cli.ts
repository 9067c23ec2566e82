export { default } from './studio/sanity.cli'
