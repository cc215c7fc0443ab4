// Browser runtime entry. Kept tiny; behaviours are added in src/client/.
export {};
