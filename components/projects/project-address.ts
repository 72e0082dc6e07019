// The addresses of a project and of one of its milestones (the project's own page).

export const projectPath = (id: number) => `/projects/${id}/`;
export const milestonePath = (projectId: number, milestoneId: number) => `/projects/${projectId}/#milestone-${milestoneId}`;
