import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, type LinkProps } from 'react-router';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});

/** A react-router link styled as a Fluent link. */
export function RouterLink({ className, ...props }: LinkProps) {
  const s = useStyles();
  return <Link className={mergeClasses(s.link, className)} {...props} />;
}
