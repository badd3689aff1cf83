// Placeholder until the web client issue: proves the build pipeline end to end.
document.title = 'Senjutsu Online';
