import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigate } from '../lib/navigation.ts';

/** Hands the router's navigate to code outside React (session expiry, inactivity). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => navigate(to, options)), [navigate]);
  return null;
}
