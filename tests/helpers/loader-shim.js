// Gatsby's Link expects this global loader (see Gatsby's unit-testing guide).
global.___loader = { enqueue: jest.fn() };
