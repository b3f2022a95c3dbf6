/** The next task: work after it leaves the browser free to respond and paint in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
