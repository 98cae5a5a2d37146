// Lets non-React code (the API client on a 401) navigate through the router once it exists.
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(`/admin${to}`);

export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
