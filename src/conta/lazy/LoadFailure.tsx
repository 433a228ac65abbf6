import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of `children` when they throw while rendering: used around the parts of /conta that
 * load on demand (the screens, the rich-text editor), whose code can fail to arrive (a lost connection, or a new
 * deployment that replaced the files this page's version asks for).
 */
export default class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
