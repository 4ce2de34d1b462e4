/**
 * Whether the dashboard offers Simulate Motion: to those who manage sensors, where the server allows simulation (the demo),
 * and only in the demo's own home. Offered in a real client's home on a server with the demo on, it wrote made-up
 * movement into her history in her learning week, which the engine then learned as her routine
 */
export const offersSimulation = ({ mayManage, isServerOn, isDemoHome }: { mayManage: boolean; isServerOn: boolean | undefined; isDemoHome: boolean | undefined }) =>
  mayManage && isServerOn === true && isDemoHome === true
