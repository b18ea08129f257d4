/**
 * The header avatar without a session. It is a link to login (spec), which works before
 * scripts run and in a new tab; a plain click opens the sign-in dialog instead, whose code
 * loads on first use (pointing at the avatar starts the download).
 */
import { chakra } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import React from 'react';

import UserAvatar from './UserAvatar';
import { getLoginUrl } from './loginUrl';

const loadDialog = () => import('ui/login/SignInDialog');
const SignInDialog = dynamic(loadDialog, { ssr: false });

// A full load, so the server renders the page with the new session cookie.
const reloadPage = () => window.location.reload();

function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function SignInAvatar() {
  const { asPath } = useRouter();
  const [ isOpen, setOpen ] = React.useState(false);
  const preload = () => void loadDialog();
  const handleClick = (event: React.MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <chakra.a href={ getLoginUrl(asPath) } aria-label="Log in" aria-haspopup="dialog" display="inline-flex" borderRadius="full"
        data-testid="login-link" onClick={ handleClick } onPointerEnter={ preload } onFocus={ preload }>
        <UserAvatar/>
      </chakra.a>
      { isOpen && <SignInDialog path={ asPath } onClose={ () => setOpen(false) } onSignedIn={ reloadPage }/> }
    </>
  );
}
