// Public surface of the feed feature: its page is the /feed route's (app/routes); nothing else is used elsewhere.
export {};
